r = sort(objs)
