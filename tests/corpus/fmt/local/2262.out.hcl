r = keys({ for k, v in obj.tags : k => "${v}!" })
