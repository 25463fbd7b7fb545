# sjf-sidecar container. The build stage compiles the shipped length model with gcc; the
# runtime stage carries the compiled library and no compiler: a model loaded later (reload,
# or a learned one) that has no prebuilt library is scored through treelite (the gtil extra).
#   docker build -t sjf-sidecar .
#   docker run -p 11435:11435 --env-file sidecar.env -e SIDECAR_BACKEND=http://host.docker.internal:11434 sjf-sidecar
# It listens on 0.0.0.0, so its admin endpoints (queue, calibration, reload, refit, the
# dashboard) answer 403 until an admin token is set: SIDECAR_ADMIN_TOKEN in an env file, or
# SIDECAR_ADMIN_TOKEN_FILE naming a mounted secret; never on a command line (docs/security.md,
# deploy/compose/ for Ollama and the sidecar together).
FROM python:3.11-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml README.md ./
COPY constraints.txt ./
COPY sidecar ./sidecar
COPY docker ./docker
RUN docker/build.sh /opt/sjf-sidecar

FROM python:3.11-slim
RUN useradd --system --uid 10001 --home /var/lib/sjf-sidecar --shell /usr/sbin/nologin sidecar \
    && mkdir -p /var/log/sjf-sidecar /var/lib/sjf-sidecar/state \
    && chown sidecar /var/log/sjf-sidecar /var/lib/sjf-sidecar/state
COPY --from=build /opt/sjf-sidecar /opt/sjf-sidecar
COPY configs/sidecar.yaml /etc/sjf-sidecar/sidecar.yaml
ENV PATH=/opt/sjf-sidecar/venv/bin:$PATH \
    SIDECAR_CACHE_DIR=/opt/sjf-sidecar/cache \
    SIDECAR_LISTEN=0.0.0.0:11435 \
    SIDECAR_BACKEND=http://127.0.0.1:11434 \
    SIDECAR_LOG_FORMAT=json \
    SIDECAR_STATE_DIR=/var/lib/sjf-sidecar/state
# what the sidecar learns (traffic log, calibration, learned models) outlives the container here
VOLUME /var/lib/sjf-sidecar/state
USER sidecar
EXPOSE 11435
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD python -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:11435/sidecar/health', timeout=2).status == 200 else 1)"
# SIGTERM drains (the queue is served within drain_grace, 30 s): stop with a timeout above
# it, `docker run --stop-timeout 45` or `docker stop -t 45`
STOPSIGNAL SIGTERM
ENTRYPOINT ["sidecar", "serve", "--config", "/etc/sjf-sidecar/sidecar.yaml"]
