# One image for every DerLg process: the worker (default), the bridge and the sandbox backend.
#   docker build -t derlg-concierge .
#   docker run derlg-concierge                       # python worker.py
#   docker run -p 8000:8000 derlg-concierge python -m api
#   docker run -p 8300:8300 derlg-concierge python -m sandbox

# ---- builder: a venv with exactly the versions in uv.lock, the project installed into it -------
FROM python:3.11-slim AS builder
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    UV_PYTHON_DOWNLOADS=never UV_LINK_MODE=copy UV_COMPILE_BYTECODE=1 UV_NO_CACHE=1 \
    UV_PROJECT_ENVIRONMENT=/app/.venv
WORKDIR /src
COPY pyproject.toml uv.lock ./
# uv at the version pyproject.toml pins ([tool.uv] required-version), as scripts/ensure_deps.sh does.
RUN pip install "uv==$(python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["tool"]["uv"]["required-version"].lstrip("="))')"
# Dependencies first (a layer that survives code edits), then the project itself, not editable.
# --locked: exactly uv.lock, and the build fails if pyproject.toml no longer matches it.
RUN uv sync --locked --no-dev --extra bedrock --no-install-project --no-editable
COPY agent ./agent
COPY workflows ./workflows
COPY activities ./activities
COPY api ./api
COPY sandbox ./sandbox
COPY worker.py ./
RUN uv sync --locked --no-dev --extra bedrock --no-editable

# ---- runtime: the builder's venv only (same base image, so its interpreter links hold) ----------
FROM python:3.11-slim AS runtime
ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PATH=/app/.venv/bin:$PATH
RUN groupadd --system --gid 10001 derlg \
 && useradd --system --uid 10001 --gid derlg --home-dir /app --shell /usr/sbin/nologin derlg
WORKDIR /app
COPY --from=builder /app/.venv /app/.venv
COPY --chown=derlg:derlg worker.py ./
COPY --chown=derlg:derlg scripts/__init__.py scripts/healthcheck.py ./scripts/
USER derlg
EXPOSE 8000 8300
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["python", "-m", "scripts.healthcheck"]
CMD ["python", "worker.py"]
