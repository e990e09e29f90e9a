"""Tool schemas, the endpoint catalog and input validation."""
