"""One router per area; every tool route answers the contract envelope."""
