r=slice ([], null, big  )

