r = merge(jsondecode("[1,"), { for k, v in obj.tags : k => v if v != "2" })
