r = reverse(objs)
