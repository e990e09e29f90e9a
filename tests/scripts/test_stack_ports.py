"""Stacks never race for a port (issue 41): the stacks tests, ``make eval`` and ``make bench``
start (scripts/benchlib/stack.py) survive a port taken between choosing and binding it."""

from __future__ import annotations

import socket
from contextlib import contextmanager
from typing import Iterator

import pytest

from scripts.benchlib.stack import Stack, StackOptions, port_clash
from scripts.devprobes import http_ok

pytestmark = pytest.mark.devserver


@contextmanager
def taken(port: int) -> Iterator[None]:
    """Another process's listening socket on ``port``."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", port))
        s.listen()
        yield


def test_ports_taken_after_they_were_chosen_do_not_stop_the_stack():
    stack = Stack(StackOptions(in_memory=True, startup_timeout=60))
    chosen_temporal, chosen_sandbox = stack.temporal_port, stack.sandbox_port
    try:
        with taken(chosen_temporal), taken(chosen_sandbox):
            stack.start_component("temporal")
            stack.start_component("sandbox")
            assert stack.temporal_port != chosen_temporal and stack.sandbox_port != chosen_sandbox
            assert stack.alive("temporal") and stack.alive("sandbox")
            assert http_ok(stack.sandbox_url + "/health")
        # a restart keeps the port the others were given
        port = stack.sandbox_port
        stack.restart("sandbox")
        assert stack.sandbox_port == port and http_ok(stack.sandbox_url + "/health")
    finally:
        stack.cleanup()


@pytest.mark.parametrize(
    "line,clash",
    [
        (
            "ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', 8300): address already in use",
            True,
        ),
        ("Error: can't set frontend port 7233: listen tcp 127.0.0.1:7233: bind: address already in use", True),
        ("Invalid settings: AI_SERVICE_KEY missing", False),
    ],
)
def test_a_clash_is_told_apart_from_other_failures(line, clash):
    assert port_clash(line) is clash
