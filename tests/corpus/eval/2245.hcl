r = obj["tags"].env
