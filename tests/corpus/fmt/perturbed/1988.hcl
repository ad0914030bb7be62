r=    deep.a  == null
