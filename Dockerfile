# One image for every DerLg process: the worker (default), the bridge and the sandbox backend.
#   docker build -t derlg-concierge .
#   docker run derlg-concierge                       # python worker.py
#   docker run -p 8000:8000 derlg-concierge python -m api
#   docker run -p 8300:8300 derlg-concierge python -m sandbox

# ---- builder: wheels for the project and every dependency -----------------------------------
FROM python:3.11-slim AS builder
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml ./
COPY agent ./agent
COPY workflows ./workflows
COPY activities ./activities
COPY api ./api
COPY sandbox ./sandbox
COPY worker.py ./
RUN pip wheel --wheel-dir /wheels ".[bedrock]"

# ---- runtime: installs the wheels only, runs as a non-root user -----------------------------
FROM python:3.11-slim AS runtime
ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN groupadd --system --gid 10001 derlg \
 && useradd --system --uid 10001 --gid derlg --home-dir /app --shell /usr/sbin/nologin derlg
WORKDIR /app
COPY --from=builder /wheels /wheels
RUN pip install --no-index --find-links /wheels "derlg-concierge[bedrock]" && rm -rf /wheels
COPY --chown=derlg:derlg worker.py ./
COPY --chown=derlg:derlg scripts/__init__.py scripts/healthcheck.py ./scripts/
USER derlg
EXPOSE 8000 8300
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["python", "-m", "scripts.healthcheck"]
CMD ["python", "worker.py"]
