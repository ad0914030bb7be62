r = { for k, v in obj.tags : k => "${v}!" if k != "a" }
