r = { for k, v in smap : k => v if v != "2" }
