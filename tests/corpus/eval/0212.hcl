r = can(zero) ? true || true : concat(obj.ports, nums)
