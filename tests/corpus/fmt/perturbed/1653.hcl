xൎ    =  y
