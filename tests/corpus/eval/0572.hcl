r = "-3" + try(obj["nope"], length(keys(smap)) - obj.port / 3)
