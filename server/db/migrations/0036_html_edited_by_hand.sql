-- A stored text changed by hand (an UPDATE of its HTML that leaves html_sanitised as it was)
-- is no longer known to be sanitised: reads sanitise it again until the server stores it so.
-- The server's own sanitising updates only rows marked false, and marks them true itself.
CREATE FUNCTION html_edited_by_hand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.html_sanitised AND NEW.html_sanitised THEN
    NEW.html_sanitised := false;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER cms_pages_html_edited BEFORE UPDATE OF content ON cms_pages
  FOR EACH ROW WHEN (NEW.content IS DISTINCT FROM OLD.content) EXECUTE FUNCTION html_edited_by_hand();
CREATE TRIGGER static_blocks_html_edited BEFORE UPDATE OF content ON static_blocks
  FOR EACH ROW WHEN (NEW.content IS DISTINCT FROM OLD.content) EXECUTE FUNCTION html_edited_by_hand();
CREATE TRIGGER page_texts_html_edited BEFORE UPDATE OF content ON page_texts
  FOR EACH ROW WHEN (NEW.content IS DISTINCT FROM OLD.content) EXECUTE FUNCTION html_edited_by_hand();
CREATE TRIGGER stories_html_edited BEFORE UPDATE OF published, draft ON stories
  FOR EACH ROW WHEN (NEW.published IS DISTINCT FROM OLD.published OR NEW.draft IS DISTINCT FROM OLD.draft) EXECUTE FUNCTION html_edited_by_hand();
CREATE TRIGGER story_blocks_html_edited BEFORE UPDATE OF published, draft ON story_blocks
  FOR EACH ROW WHEN (NEW.published IS DISTINCT FROM OLD.published OR NEW.draft IS DISTINCT FROM OLD.draft) EXECUTE FUNCTION html_edited_by_hand();
