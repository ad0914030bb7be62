r = can(obj["nope"])
