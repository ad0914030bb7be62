r =  nested [0][1  ]
