r  =  compact(formatlist("%s=%s",values  (  smap), strs))[  1]
