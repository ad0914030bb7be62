# Unit: app
