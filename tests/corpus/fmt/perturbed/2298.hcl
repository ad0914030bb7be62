r =csvdecode(null )
