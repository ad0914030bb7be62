r = keys({ for k, v in obj.tags : k => v if v != "2" })
