# kernel-extract in a ROCm development image: the installed tool, its
# bundled CUDA headers and the image's hipcc, with no CUDA toolkit.
#
#   docker build -t kernel-extract .
#   docker run --rm -v "$PWD":/src -w /src kernel-extract -p . -o dataset
#
# Supported base: rocm/dev-ubuntu-22.04 (ROCM_IMAGE may name a 24.04 one).
# Every RUN is a script of scripts/ that CI runs too (test/dockerfile.test).
ARG ROCM_IMAGE=rocm/dev-ubuntu-22.04:6.2

FROM ${ROCM_IMAGE} AS build
COPY . /kernel-extract
WORKDIR /kernel-extract
RUN ./scripts/install-deps.sh
RUN BUILD_DIR=/build ./scripts/build.sh -DBUILD_TESTING=OFF
RUN ./scripts/package.sh /build /pkg

FROM ${ROCM_IMAGE}
COPY --from=build /pkg /pkg
COPY scripts/install-deps.sh /usr/local/libexec/kernel-extract/install-deps.sh
RUN /usr/local/libexec/kernel-extract/install-deps.sh --package /pkg/kernel-extract_*.deb
WORKDIR /src
ENTRYPOINT ["kernel-extract"]
