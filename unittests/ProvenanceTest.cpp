//===- ProvenanceTest.cpp - License identifiers and public remotes --------===//
//
// Tests kx::spdxOfLicense (the common licenses by their defining phrases,
// however the file wraps them) and kx::publicRemote (credentials removed,
// a machine's own paths not written).
//
//===----------------------------------------------------------------------===//

#include "Emit/Provenance.h"
#include "gtest/gtest.h"

namespace {

TEST(Spdx, CommonLicensesByTheirPhrases) {
  EXPECT_EQ(kx::spdxOfLicense("Permission is hereby granted, free of\n  charge, "
                              "to any person obtaining a copy"),
            "MIT");
  EXPECT_EQ(kx::spdxOfLicense("Apache License\n Version 2.0, January 2004"),
            "Apache-2.0");
  EXPECT_EQ(kx::spdxOfLicense("Redistribution and use in source and binary "
                              "forms ... Neither the name of the copyright "
                              "holder"),
            "BSD-3-Clause");
  EXPECT_EQ(kx::spdxOfLicense("Redistribution and use in source and binary "
                              "forms, with or without modification"),
            "BSD-2-Clause");
  EXPECT_EQ(kx::spdxOfLicense("GNU GENERAL PUBLIC LICENSE Version 3, 29 June"),
            "GPL-3.0");
  EXPECT_EQ(kx::spdxOfLicense("GNU LESSER GENERAL PUBLIC LICENSE Version 2.1"),
            "LGPL-2.1");
  EXPECT_EQ(kx::spdxOfLicense("Boost Software License - Version 1.0"),
            "BSL-1.0");
  EXPECT_EQ(kx::spdxOfLicense("All rights reserved."), std::nullopt);
}

TEST(Remote, CredentialsAndLocalPathsNotWritten) {
  EXPECT_EQ(kx::publicRemote("https://user:token@github.com/a/b.git"),
            "https://github.com/a/b.git");
  EXPECT_EQ(kx::publicRemote("https://github.com/a/b.git"),
            "https://github.com/a/b.git");
  EXPECT_EQ(kx::publicRemote("git@github.com:a/b.git"), "git@github.com:a/b.git");
  EXPECT_EQ(kx::publicRemote("https://github.com/a/b@2.git"),
            "https://github.com/a/b@2.git");
  EXPECT_EQ(kx::publicRemote("/srv/git/b.git"), std::nullopt);
  EXPECT_EQ(kx::publicRemote("../b"), std::nullopt);
  EXPECT_EQ(kx::publicRemote("file:///srv/git/b.git"), std::nullopt);
}

} // namespace
