r = { for k, v in obj.tags : k => "${v}!" }
