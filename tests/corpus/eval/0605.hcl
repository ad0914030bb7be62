r = trim(obj["tags"]["team"], "h")
