r = fl || t && unknown_var ? tolist(toset(obj.ports)) : concat([], objs[*].name)
