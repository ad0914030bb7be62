r  = sort(tolist(strs)  )
