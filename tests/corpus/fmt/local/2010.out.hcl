r = { for k, v in smap : k => "${v}!" }
