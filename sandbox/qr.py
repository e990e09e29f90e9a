"""A real, scannable QR code as a PNG data URL, with no imaging library.

``qrcode`` computes the module matrix; the PNG (1-bit greyscale) is written with zlib here.
"""

from __future__ import annotations

import base64
import struct
import zlib

import qrcode


def payment_payload(intent_id: str, amount: float) -> str:
    return f"derlg-pay:{intent_id}:{amount:.2f}"


def qr_matrix(text: str) -> list[list[bool]]:
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=4)
    qr.add_data(text)
    qr.make(fit=True)
    return qr.get_matrix()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def matrix_png(matrix: list[list[bool]], scale: int = 6) -> bytes:
    size = len(matrix) * scale
    rows = bytearray()
    for row in matrix:
        line = bytearray([0])  # filter type 0
        bits = [0 if dark else 1 for dark in row for _ in range(scale)]  # 1 = white
        for i in range(0, len(bits), 8):
            byte = 0
            for j, bit in enumerate(bits[i : i + 8]):
                byte |= bit << (7 - j)
            line.append(byte)
        rows += bytes(line) * scale
    header = struct.pack(">IIBBBBB", size, size, 1, 0, 0, 0, 0)  # 1-bit greyscale
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + _chunk(b"IEND", b"")
    )


def qr_data_url(text: str, scale: int = 6) -> str:
    png = matrix_png(qr_matrix(text), scale)
    return "data:image/png;base64," + base64.b64encode(png).decode()
