"""The contract envelope and the one exception every sandbox route raises on failure."""

from __future__ import annotations

from typing import Any, Optional

from fastapi.responses import JSONResponse


class ApiError(Exception):
    """A failure answered as ``{"success": false, "error": {"code", "message"}}``."""

    def __init__(self, status: int, code: str, message: str, details: Optional[dict[str, Any]] = None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details


def ok(data: dict[str, Any]) -> dict[str, Any]:
    return {"success": True, "data": data}


def error_body(code: str, message: str, details: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message}
    if details:
        error["details"] = details
    return {"success": False, "error": error}


def error_response(status: int, code: str, message: str, details: Optional[dict[str, Any]] = None) -> JSONResponse:
    return JSONResponse(status_code=status, content=error_body(code, message, details))


def not_found(what: str, ident: str) -> ApiError:
    return ApiError(404, "NOT_FOUND", f"No {what} with id '{ident}'.")


def invalid(message: str, details: Optional[dict[str, Any]] = None) -> ApiError:
    return ApiError(400, "VALIDATION_FAILED", message, details)
