# Simple unit with no dependencies - should NOT be discovered when running from bastion/
