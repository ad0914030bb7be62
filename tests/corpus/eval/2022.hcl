r = can(obj.tags.env + 1)
