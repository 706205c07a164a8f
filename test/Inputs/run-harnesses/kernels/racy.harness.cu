racy
