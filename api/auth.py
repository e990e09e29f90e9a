"""Who is on the socket, and may they use this session?

``resolve_user``: the auth frame's ``user_id``, or, when ``AUTH_JWT_SECRET`` is set, the ``sub`` of
a verified HS256 token (a ``user_id`` that disagrees with it is refused). ``check_access``: a
session belongs to the user of its first turn; another user is ``forbidden``. ``greeting_frame``:
the welcome (new session) or resume (existing session, naming the trip in progress) text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import jwt

from agent.prompts.i18n import resume_text, session_ended_text, welcome_text
from agent.signals import user_hash
from agent.state import ConversationState
from api.inputs import AuthFrame, FrameError

UNAUTHORIZED = "unauthorized"
FORBIDDEN = "forbidden"
SESSION_ENDED = "session_ended"
AUTH_TIMEOUT = "auth_timeout"
AUTH_REQUIRED = "auth_required"
AUTH_TIMEOUT_SECONDS = 10.0


def verify_token(token: str, secret: str) -> str:
    """The ``sub`` of a valid HS256 token, else FrameError(unauthorized)."""
    try:
        claims = jwt.decode(token, secret, algorithms=["HS256"], options={"require": ["sub"]})
    except jwt.PyJWTError as err:
        raise FrameError(UNAUTHORIZED, f"Invalid token ({type(err).__name__}).") from None
    sub = claims.get("sub")
    if not isinstance(sub, str) or not sub.strip():
        raise FrameError(UNAUTHORIZED, "The token has no subject.")
    return sub


def bearer_token(authorization: Optional[str]) -> Optional[str]:
    """The token of an ``Authorization: Bearer <token>`` header, else None."""
    value = authorization or ""
    return value[7:].strip() if value.lower().startswith("bearer ") else None


def resolve_user(user_id: Optional[str], token: Optional[str], jwt_secret: Optional[str]) -> str:
    if jwt_secret:
        if not token:
            raise FrameError(UNAUTHORIZED, "A token is required.")
        sub = verify_token(token, jwt_secret)
        if user_id and user_id != sub:
            raise FrameError(UNAUTHORIZED, "user_id does not match the token.")
        return sub
    if not user_id:
        raise FrameError(UNAUTHORIZED, "user_id is required.")
    return user_id


def user_from_frame(frame: AuthFrame, jwt_secret: Optional[str]) -> str:
    return resolve_user(frame.user_id, frame.token, jwt_secret)


@dataclass
class SessionAccess:
    exists: bool
    ended: bool
    state: Optional[ConversationState] = None
    last_seq: int = 0


def owned_by_other(state: Optional[ConversationState], status_hash: Optional[str], user_id: str) -> bool:
    if state is not None and state.user_id:
        return state.user_id != user_id
    if status_hash:
        return status_hash != user_hash(user_id)
    return False


async def check_access(source: Any, session_id: str, user_id: str) -> SessionAccess:
    """Raises FrameError(forbidden) when the session belongs to someone else."""
    running = await source.running(session_id)
    if running is None:
        return SessionAccess(exists=False, ended=False)
    state = await source.state(session_id)
    status = await source.status(session_id)
    if owned_by_other(state, status.user_hash if status else None, user_id):
        raise FrameError(FORBIDDEN, "This chat belongs to another user.")
    ended = (not running) or bool(status and status.ended)
    return SessionAccess(exists=True, ended=ended, state=state, last_seq=status.last_seq if status else 0)


def greeting_frame(access: SessionAccess, language: str) -> dict[str, Any]:
    if access.exists and access.state is not None:
        text = resume_text(language, access.state)
    else:
        text = welcome_text(language)
    return {"type": "text", "text": text, "welcome": True}


def ended_frame(language: str) -> dict[str, Any]:
    return {"type": "error", "code": SESSION_ENDED, "message": session_ended_text(language)}
