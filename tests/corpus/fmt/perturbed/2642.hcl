req=null
