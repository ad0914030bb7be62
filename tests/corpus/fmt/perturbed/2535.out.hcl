r = zipmap(tolist(strs), objs)
