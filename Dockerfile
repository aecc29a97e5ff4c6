# Swift and Offscreen's Debian packages — the C libraries and the fonts every snapshot is drawn
# with — so that a Mac records and verifies the same bytes Linux CI does. Build it from
# Offscreen's folder (this repository, or a package's .build/checkouts/offscreen):
#
#   docker build -t offscreen .build/checkouts/offscreen
#   docker run --rm -v "$PWD":/package offscreen swift test --scratch-path .build-linux
#
# (--scratch-path keeps Linux's build apart from the Mac's .build.) Debian 12, as the
# references in this repository were drawn on: other releases ship other font versions.
ARG SWIFT_IMAGE=swift:6.3-bookworm
FROM ${SWIFT_IMAGE}
COPY scripts/bootstrap /usr/local/bin/offscreen-bootstrap
RUN offscreen-bootstrap --runtime-only && rm -rf /var/lib/apt/lists/*
WORKDIR /package
