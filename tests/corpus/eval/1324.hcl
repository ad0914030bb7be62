r = true || contains(tolist(toset(obj.ports)), t ? objs[1].size : 7)
