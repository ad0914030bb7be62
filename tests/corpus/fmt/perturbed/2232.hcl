r    =  fl  ? obj    :smap
