r = format("%s-%d", formatdate("EEEE h:mmaa", "2024-02-29T13:04:05Z"), length(smap))
