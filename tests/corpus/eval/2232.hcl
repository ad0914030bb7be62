r = obj[*].name
