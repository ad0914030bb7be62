r = join("-", keys(obj.tags))
