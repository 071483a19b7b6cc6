"""The page's first screen for a test: a page opened again shows a returning person's newest game in
progress by itself (issue 48), and the new-game screen with the saved games is one click away."""


def show_saved_games(page):
    """The new-game screen with the saved games, whether the page opened a game by itself or not (call
    it once the engine is ready). A hot-seat game of private views waits behind the hand-over screen,
    which leads there too."""
    if page.is_visible("#hand-over"):
        page.click("[data-action=hand-over-leave]")
    elif page.is_visible("#game"):
        page.click("#new-game-button")
    page.wait_for_selector("#setup:not([hidden])")
