# stretchy in a container: Debian 12 slim and the .deb, nothing else (docs/guides/install.md).
#   make deb && docker build -t stretchy --build-arg DEB=out/stretchy_1.0.0_amd64.deb .
#   docker run --rm -v "$PWD:/work" -w /work stretchy render --output-dir out
# BASE lets the package test build it from a locally imported Debian 12 root (no registry).
ARG BASE=debian:12-slim
FROM ${BASE}
ARG DEB=out/stretchy_1.0.0_amd64.deb
COPY ${DEB} /tmp/stretchy.deb
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends /tmp/stretchy.deb \
    && rm -rf /tmp/stretchy.deb /var/lib/apt/lists/*
ENTRYPOINT ["stretchy"]
CMD ["--help"]
