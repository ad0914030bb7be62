r  =t    ?values(smap)    :strs  
