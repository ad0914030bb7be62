r    =  compact(tolist(strs  ))
