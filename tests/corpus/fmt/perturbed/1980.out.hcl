r = strlen(tolist(toset(obj.ports)))
