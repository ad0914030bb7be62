r = setunion([null], [tolist(["a"])])
