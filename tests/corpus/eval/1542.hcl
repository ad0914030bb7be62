r = obj.tags.env + 1 == big && true || fl && can(1.5 - f)
